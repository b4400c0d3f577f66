# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%5-d|', 1) }
