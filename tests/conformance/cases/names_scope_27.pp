class { "nosuch": }
