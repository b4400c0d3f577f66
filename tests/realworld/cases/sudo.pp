# sudo: the class and configuration snippets with content and priority.
class { 'sudo':
  purge               => true,
  config_file_replace => true,
}
sudo::conf { 'admins':
  priority => 10,
  content  => '%admins ALL=(ALL) NOPASSWD: ALL',
}
sudo::conf { 'deploy':
  content => ['deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app', 'Defaults:deploy !requiretty'],
}
