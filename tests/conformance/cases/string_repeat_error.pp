notify { "${'ab' * 3}": }
