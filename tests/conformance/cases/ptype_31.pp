class c($t = Class['x'], $f = File['/a'], $u = [Class['y']]) {
  notify { "1 ${t}": }
  notify { "2 ${f}": }
  notify { "3 ${u}": }
  notify { "4 ${type($t)}": }
}
class { 'c': }
define d($t = Class['x']) { notify { "d ${t} ${type($t)}": } }
d { 'q': }
d { 'r': t => Class['z'] }
class e($t) { notify { "e ${t} ${type($t)}": } }
class { 'e': t => Class['w'] }
