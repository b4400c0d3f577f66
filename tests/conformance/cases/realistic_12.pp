stage { 'setup': before => Stage['main'] }
class repos { notify { 'repos': } }
class { 'repos': stage => setup }
class app { notify { 'app': require => Class['repos'] } }
include app
