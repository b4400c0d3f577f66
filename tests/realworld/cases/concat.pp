# concat: a concat file with ordered fragments from content and source.
concat { '/etc/motd.d/inventory':
  ensure         => present,
  owner          => 'root',
  group          => 'root',
  mode           => '0644',
  ensure_newline => true,
  warn           => true,
}
concat::fragment { 'inventory header':
  target  => '/etc/motd.d/inventory',
  content => "Host: ${facts['networking']['fqdn']}\n",
  order   => '01',
}
concat::fragment { 'inventory os':
  target  => '/etc/motd.d/inventory',
  content => "OS: ${facts['os']['name']} ${facts['os']['release']['full']}\n",
  order   => '10',
}
['web', 'db', 'cache'].each |Integer $i, String $role| {
  concat::fragment { "inventory role ${role}":
    target  => '/etc/motd.d/inventory',
    content => "role[${i}]: ${role}\n",
    order   => 20 + $i,
  }
}
