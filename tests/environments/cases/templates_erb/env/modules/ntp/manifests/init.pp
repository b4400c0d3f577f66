class ntp (Array[String] $servers = [], Boolean $iburst = true, Optional[String] $driftfile = undef) {
  $restrict = ['default kod nomodify', '127.0.0.1']
  $config = template('ntp/ntp.conf.erb', 'ntp/footer.erb')
  file { '/etc/ntp.conf':
    content => $config,
  }
  file { '/etc/ntp/step-tickers':
    content => epp('ntp/step-tickers.epp', { 'servers' => $servers }),
  }
}
