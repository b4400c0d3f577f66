# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%*s|', 3000000000, 'a') }
