class profile::app {
  $settings = lookup('profile::app::settings')
  $log = $settings['log']
  file { '/etc/app.conf':
    content => "level=${log['level']} format=${log['format']} port=${settings['port']}\n",
  }
}
