define tools::thing { }
