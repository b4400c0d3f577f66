# Under Puppet 8's `strict = error`, a module's deprecated function fails
# in stdlib's `deprecation`, naming the two innermost frames of Puppet's
# stack: this call, then the `include` whose class made it.
class wrapper {
  include inner
}
class inner {
  create_ini_settings({ 'main' => { 'k' => 'v' } }, { 'path' => '/tmp/x.ini' })
}
include wrapper
