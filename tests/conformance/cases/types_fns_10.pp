class c(Type[Resource] $t, Type[File] $f = File['/x']) {}
class { 'c': t => Notify, f => File }
notice('ok')
