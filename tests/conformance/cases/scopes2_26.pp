if true { $z = 5 }
notify { "o${z}": }
