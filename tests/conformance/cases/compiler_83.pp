$x = $settings::noop
if $x { notify { 'noop': } } else { notify { 'not noop': } }
