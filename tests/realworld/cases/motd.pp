# motd: the class with inline content and a dynamic template.
class { 'motd':
  content => "Welcome to ${facts['networking']['fqdn']} (${facts['os']['name']})\nAuthorized use only.\n",
}
