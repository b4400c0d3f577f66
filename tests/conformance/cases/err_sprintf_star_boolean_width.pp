# Ruby's sprintf refuses this directive.
notify { "n": message => sprintf('%*s|', true, 'a') }
