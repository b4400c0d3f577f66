notify { "${keys([1,2])}": }
