# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%.*.*s|', 5, 5, 'a') }
