class x { notify { 'inx': } }
class y { notify { 'iny': } }
include x
class { 'y': require => Class['x'] }
