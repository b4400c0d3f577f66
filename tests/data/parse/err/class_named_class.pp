class class { }
