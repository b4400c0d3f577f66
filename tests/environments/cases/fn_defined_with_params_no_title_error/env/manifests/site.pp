$u = undef
package { 'existing': ensure => installed }
ensure_resource('package', 'existing', { 'ensure' => 'installed', 'provider' => $u })
ensure_resource('package', 'new', { 'ensure' => 'present', 'provider' => $u, 'tag' => ['a', 'b'] })
stdlib::ensure_packages(['existing'], { 'ensure' => 'installed' })
stdlib::ensure_packages({ 'other' => { 'provider' => 'pip' } }, { 'ensure' => 'present' })
class wrapper {
  ensure_resource('file', '/srv', { 'ensure' => 'directory' })
  stdlib::ensure_packages('in_class')
}
include wrapper
notify { 'checks': message => [defined_with_params(Package['existing'], { 'provider' => $u }), defined_with_params('Package', { 'ensure' => 'present' }), defined_with_params('File[/srv]', { 'ensure' => 'directory' })] }
