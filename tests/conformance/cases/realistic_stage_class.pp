class stage_demo {
  stage { 'pre': before => Stage['main'] }
  class { 'early': stage => 'pre' }
}
class early { notify { 'early-bird': } }
include stage_demo
