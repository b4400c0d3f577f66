class outer {
  class inner { notify { 'in': } }
  include outer::inner
}
include outer
