class c(Boolean $b) {}
class { 'c': b => 'true' }
