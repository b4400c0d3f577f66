notify { "v=${Class['nope']['v']}": }
