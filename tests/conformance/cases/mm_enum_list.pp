class c(Enum['present', 'absent'] $e) {}
class { 'c': e => 'maybe' }
