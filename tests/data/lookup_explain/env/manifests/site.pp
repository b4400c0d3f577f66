node default {}
