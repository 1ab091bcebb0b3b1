/**
 * The media drive GraphQL schema (SDL). This is the one source: the server builds its
 * schema from it and `write-sdl.ts` copies it to docs/api/schema.graphql (a unit test
 * fails when the copy is stale).
 */
export const MEDIA_SDL = /* GraphQL */ `
  """
  UTC instant. Serialised as an ISO 8601 string; accepted as ISO 8601 or epoch milliseconds.
  """
  scalar Timestamp

  enum SortOrder {
    asc
    desc
  }

  """
  Calibration of a radiometric thermal image.
  """
  type ThermalCalibration {
    emissivity: Float
    reflectedTemperature: Float
    atmosphericTemperature: Float
    humidity: Float
    distance: Float
    transmissivity: Float
  }

  type ThermalData {
    isThermal: Boolean
    hasRadiometricData: Boolean
    minTemperature: Float
    maxTemperature: Float
    calibration: ThermalCalibration
    tmapStoragePath: String
  }

  type MediaMetadata {
    "Bytes."
    size: Float
    childItemsNumber: Int
    addonId: String
    deviceId: String
    droneSerialNumber: String
    pilotId: String
    pilotName: String
    annotationCount: Int
    make: String
    model: String
    orientation: Int
    software: String
    camaperturevalue: Float
    camfnumber: Float
    camfocallength: Float
    camfocallengthin35mmformat: Int
    camiso: Int
    camShutterSpeed: String
    camExposureBiasValue: Float
    digitalZoom: Float
    gpsalt: Float
    gpsaltref: Int
    gpslat: Float
    "N or S"
    gpslatref: String
    gpslng: Float
    "E or W"
    gpslngref: String
    baseAltitude: Float
    exifimagewidth: Int
    exifimageheight: Int
    gimbalpitchdegree: Float
    gimbalyawdegree: Float
    gimbalrolldegree: Float
    isAutomatedFlight: Boolean
    automationid: String
    createdate: Timestamp
    modifydate: Timestamp
    lastmodified: Timestamp
    type: String
    width: Int
    height: Int
    "Pairs of [lat, lng]."
    bounds: [[Float]]
    is360: Boolean
    "Seconds (video)."
    duration: Float
    isPanoramic: Boolean
    thermalData: ThermalData
    """
    JSON object as a string. The reference service puts extra extracted fields here
    (e.g. flightYawDegree, relativeAltitude, videoCodec, thumbnailPath).
    """
    additionalProperties: String
  }

  type MediaItem {
    id: String!
    teamId: String!
    "Parent folder id; the team id for items at the root."
    parentId: String!
    tags: String
    "I image, V video, M model, R report, FL flight log, D document, U undefined, F folder."
    type: String
    "Hierarchy path of the placement: team id and ancestor ids joined by '/' ('#' accepted on input)."
    location: String
    deviceId: String
    name: String
    createdAt: Timestamp!
    updatedAt: Timestamp
    uploadedAt: Timestamp
    ownerId: String!
    "Download at {media_cdn_url}/<storagePath>."
    storagePath: String
    "Alias of storagePath, always equal to it; selected by the service authors' sample client."
    s3Path: String @deprecated(reason: "Use storagePath")
    mimeType: String!
    "JSON string keyed by add-on id."
    annotations: String
    isApproved: Boolean
    metadata: MediaMetadata
    "Extension: CDN path of a JPEG thumbnail (images and videos), {media_cdn_url}/<thumbnailPath>."
    thumbnailPath: String
  }

  """
  Pagination key (last evaluated key). Pass it back unchanged as list(nextToken: ...).
  """
  type MediaNextToken {
    pk: String
    sk: String
    locationCreatedAt: String
    teamId: String
    teamIdType: String
    createdAt: String
    searchNameCreatedAt: String
    searchName: String
    deviceId: String
    type: String
  }

  input MediaNextTokenInput {
    pk: String
    sk: String
    locationCreatedAt: String
    teamId: String
    teamIdType: String
    createdAt: String
    searchNameCreatedAt: String
    searchName: String
    deviceId: String
    type: String
  }

  type MediaList {
    items: [MediaItem!]!
    "Null on the last page."
    nextToken: MediaNextToken
  }

  input ItemIdInput {
    id: String!
  }

  type DeletedItem {
    id: String!
  }

  "Extension (not in the spec): the team drive's space. Bytes (Float: past 2 GiB an Int overflows)."
  type StorageUsage {
    "What the team's files take."
    usedBytes: Float!
    "The team's quota (TEAM_STORAGE_QUOTA_GB); an upload that would cross it is refused with 507."
    quotaBytes: Float!
  }

  type DeleteResult {
    deleteItems: [DeletedItem!]!
    ownerId: String
  }

  type Query {
    get(item: ItemIdInput!): MediaItem
    """
    Lists the children of a folder (location, or parentId) or, with neither, the whole team drive.
    name: case-insensitive substring. tags: comma-separated, an item matches when it has any of them.
    dateFrom/dateTo: ISO 8601 or epoch ms, inclusive. Sorted by createdAt (default desc). limit 1..500, default 50.
    """
    list(
      location: String
      parentId: String
      deviceId: String
      name: String
      tags: String
      type: String
      dateFrom: String
      dateTo: String
      sort: SortOrder
      limit: Int
      nextToken: MediaNextTokenInput
    ): MediaList
    "Extension (not in the spec): how much of the team's storage quota its files take."
    storageUsage: StorageUsage!
  }

  type Mutation {
    "Moves items (folders with everything under them) into the folder to.id (the team id means the root)."
    move(moveItems: [ItemIdInput!]!, to: ItemIdInput!): [MediaItem!]
    rename(item: ItemIdInput!, newName: String!): MediaItem
    "Deletes items; folders are deleted with everything under them."
    delete(deleteItems: [ItemIdInput!]!): DeleteResult
    "Extension (not in the spec): creates a folder under location or parentId (the root when neither is given)."
    createFolder(name: String!, location: String, parentId: String): MediaItem
  }
`;
