class profile::params { }
