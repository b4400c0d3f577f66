class c($h = $facts['hostname'], $o = $::osfamily) { notify { "${h} ${o}": } }
include c
