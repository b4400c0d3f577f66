# firewall: the Ruby firewall type with a few rules and a chain.
firewall { '000 accept established':
  proto => 'all',
  state => ['RELATED', 'ESTABLISHED'],
  jump  => 'accept',
}
firewall { '100 allow http and https':
  dport => [80, 443],
  proto => 'tcp',
  jump  => 'accept',
}
firewall { '999 drop all':
  proto  => 'all',
  jump   => 'drop',
  before => undef,
}
firewallchain { 'INPUT:filter:IPv4':
  ensure => present,
  policy => drop,
}
