@foo {}
