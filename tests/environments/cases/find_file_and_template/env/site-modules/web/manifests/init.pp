class web {
  # find_file and find_template give the path of the first reference
  # where a file or directory exists, or undef.
  $found = {
    'first module on the modulepath' => find_file('web/motd'),
    'other module'                   => find_file('base/readme'),
    'first of several'               => find_file('web/missing', 'base/readme', 'web/motd'),
    'first of an array'              => find_file(['web/missing', 'web/conf.d/default.conf']),
    'a directory'                    => find_file('web/conf.d'),
    'the folder itself'              => find_file('web/'),
    'separators where parts meet'    => find_file('web//conf.d/default.conf'),
    'more separators'                => find_file('web///conf.d//default.conf'),
    'not normalized'                 => find_file('web/conf.d/../motd'),
    'a template'                     => find_template('web/vhost.erb'),
    'a template among missing ones'  => find_template(['web/nope.epp', 'web/vhost.epp']),
    'an absolute path as it is'      => find_file('/nonexistent/spaceship', find_file('web/motd')),
  }
  $missing = {
    'no such file'         => find_file('web/missing'),
    'no module'            => find_file('nomodule/motd'),
    'a module name alone'  => find_file('web'),
    'a relative path'      => find_file('motd'),
    'a file, not template' => find_template('web/motd'),
    'a template, not file' => find_file('web/vhost.erb'),
    'an empty array'       => find_file([]),
    'no arguments'         => find_template(),
    'an absolute path'     => find_file('/nonexistent/spaceship/file'),
  }
  $found.each |$what, $path| {
    notify { "found: ${what}": message => $path }
  }
  $missing.each |$what, $path| {
    notify { "missing: ${what}": message => String($path =~ Undef) }
  }
  # The text of what was found.
  file { '/etc/motd':
    content => file(find_file('web/motd')),
  }
}
