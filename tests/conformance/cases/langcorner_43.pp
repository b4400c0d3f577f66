foo {}
