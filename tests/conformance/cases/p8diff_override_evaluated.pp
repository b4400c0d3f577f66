# A collector's override of a resource already evaluated: a warning under
# strict=warning (Puppet 7), an error under strict=error (Puppet 8)
define foo($message) {
  notify { "testing": message => $message }
}
foo { test: message => 'given' }
define delayed {
  Foo <|  |> { message => 'overridden' }
}
delayed {'do it now': }
