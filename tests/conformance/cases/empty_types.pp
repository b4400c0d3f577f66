notify { "${empty('')} ${empty([])} ${empty({})} ${empty(undef)} ${empty(0)}": }
