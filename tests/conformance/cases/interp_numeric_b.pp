notify { "x${$0777}": }
