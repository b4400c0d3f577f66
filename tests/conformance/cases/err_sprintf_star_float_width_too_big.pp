# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%*s|', 3e10, 'a') }
