# ntp: the class with servers, restrictions and a few tunables.
class { 'ntp':
  servers         => ['0.pool.ntp.org', '1.pool.ntp.org', 'ntp1.example.com'],
  restrict        => ['default kod nomodify notrap nopeer noquery', '127.0.0.1', '-6 ::1'],
  iburst_enable   => true,
  service_manage  => true,
  interfaces      => ['127.0.0.1', $facts['networking']['ip']],
  minpoll         => 4,
  maxpoll         => 10,
}
