# Apache with virtual hosts from Hiera (deep-merged across levels).
class profile::web (
  Hash[String, Hash] $vhosts = {},
  Array[String[1]] $modules = [],
) {
  include apache
  $modules.each |String $mod| {
    include "apache::mod::${mod}"
  }
  $vhosts.each |String $name, Hash $vhost| {
    apache::vhost { $name:
      * => $vhost,
    }
  }
  concat::fragment { 'inventory web':
    target  => '/etc/inventory',
    content => "vhosts: ${vhosts.keys.sort.join(', ')}\n",
    order   => '10',
  }
}
