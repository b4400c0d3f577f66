# The Object type itself has no name to make instances by.
notify { '1': message => Object.new(1) }
