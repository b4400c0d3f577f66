$packages = ['nginx', 'curl', 'git']
package { $packages: ensure => installed }
$services = { 'nginx' => true, 'cron' => false }
$services.each |$svc, $enabled| {
  service { $svc:
    ensure  => $enabled ? { true => running, false => stopped },
    enable  => $enabled,
    require => $svc in $packages ? { true => Package[$svc], false => undef },
  }
}
