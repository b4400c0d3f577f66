class c(Type[Resource] $r, Type[Catalogentry] $c, Type[File] $f, Type[Resource['file']] $g) {
  notify { 'types': message => [$r, $c, $f, $g] }
}
class { 'c': r => User['x'], c => Class['c'], f => File['/a'], g => File['/b'] }
