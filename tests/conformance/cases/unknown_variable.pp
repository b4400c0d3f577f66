notify { "v=${nope}": }
