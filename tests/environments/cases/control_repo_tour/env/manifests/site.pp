# Classification by Hiera: each node's `classes` (its node level, else
# common's) are included.
node default {
  lookup('classes', Array[String], 'unique', []).include
}
