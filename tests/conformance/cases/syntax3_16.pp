class { "a": } }
