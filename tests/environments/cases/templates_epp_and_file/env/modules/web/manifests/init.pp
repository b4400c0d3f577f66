class web (Integer $port = 80, Array[String] $names = ['a', 'b']) {
  file { '/etc/web.conf':
    content => epp('web/web.conf.epp', { 'port' => $port, 'names' => $names }),
  }
  file { '/etc/web.extra':
    content => epp('web/extra.epp'),
  }
}
