# systemd: the class, a unit file, a drop-in, a tmpfile and a timer.
include systemd
systemd::unit_file { 'app.service':
  content => "[Unit]\nDescription=App\n\n[Service]\nExecStart=/usr/bin/app\nRestart=always\n\n[Install]\nWantedBy=multi-user.target\n",
  enable  => true,
  active  => true,
}
systemd::dropin_file { 'limits.conf':
  unit    => 'app.service',
  content => "[Service]\nLimitNOFILE=65536\n",
}
systemd::tmpfile { 'app.conf':
  content => "d /run/app 0755 app app -\n",
}
systemd::timer { 'backup.timer':
  timer_content   => "[Timer]\nOnCalendar=daily\n",
  service_content => "[Service]\nType=oneshot\nExecStart=/usr/local/bin/backup\n",
  active          => true,
  enable          => true,
}
