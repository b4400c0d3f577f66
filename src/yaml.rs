//! YAML read as Puppet reads it (Ruby's Psych, YAML 1.1), into Puppet values
//! that remember the line each came from.
