# apt: the class, a source with a key, a pin and a PPA-free setting.
class { 'apt':
  update => { 'frequency' => 'daily' },
  purge  => { 'sources.list.d' => false },
}
apt::source { 'nginx':
  location => 'https://nginx.org/packages/debian',
  release  => $facts['os']['distro']['codename'],
  repos    => 'nginx',
  key      => {
    'name'   => 'nginx.asc',
    'source' => 'https://nginx.org/keys/nginx_signing.key',
  },
  include  => { 'src' => false },
}
apt::pin { 'nginx':
  packages => 'nginx',
  origin   => 'nginx.org',
  priority => 900,
}
apt::conf { 'no-recommends':
  content => "APT::Install-Recommends \"false\";\n",
}
