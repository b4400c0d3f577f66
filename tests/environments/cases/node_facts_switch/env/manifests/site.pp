notify { 'role':
  message => "${trusted['certname']} (${facts['clientcert']}) is ${lookup('role')}, uses ${lookup('package_tool')} and ${lookup('ntp_server')}",
}
class { 'ntp': server => lookup('ntp_server') }
