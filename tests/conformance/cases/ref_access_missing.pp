$m = File["/nope"]["mode"]
