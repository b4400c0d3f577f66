notice foo {}
